import type { HelpItem } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { helpDetailHref } from './helpArticle.ts';

/** A topic's numbered questions, each a link to its answer: on the help list and on the topic's own page. */
export function HelpChildLinks({ topic, p }: { topic: HelpItem; p: number }): ReactElement | null {
  if (topic.children.length === 0) return null;
  return (
    <ol className="help-topic__children">
      {topic.children.map((child, c) => (
        <li key={`${c}-${child.title}`}>
          <Link className="help-topic__child" to={helpDetailHref(p, c)}>
            <span className="help-topic__number">{`${c + 1}.`}</span> <span>{child.title}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
