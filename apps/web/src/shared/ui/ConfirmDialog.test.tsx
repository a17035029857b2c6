import { Language } from '@openlobby/contract/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { en } from '../i18n/locales/en.ts';
import { ur } from '../i18n/locales/ur.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Dialog } from './Dialog.tsx';

afterAll(() => initI18n('EN'));

interface Case {
  title: string;
  text?: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
}

/** Each question the lobby asks through ConfirmDialog, in the words its caller passes. */
const CASES: Record<Language, Record<string, Case>> = {
  [Language.EN]: {
    'sign out (side menu, member centre)': { title: en.logout.confirm, confirmLabel: en.logout.submit },
    "a trial member's register prompt": {
      title: en.member.registerFirst,
      confirmLabel: en.member.registerNow,
    },
    // The inbox's question, in its words (features/messaging/i18n; the screen's own test asks it there).
    'deleting an inbox message': {
      title: 'Delete this message?',
      text: 'It will be removed from your inbox for good.',
      confirmLabel: 'Delete message',
      tone: 'danger',
    },
  },
  [Language.UR]: {
    'sign out (side menu, member centre)': { title: ur.logout.confirm, confirmLabel: ur.logout.submit },
    "a trial member's register prompt": {
      title: ur.member.registerFirst,
      confirmLabel: ur.member.registerNow,
    },
    'deleting an inbox message': {
      title: 'یہ پیغام حذف کریں؟',
      text: 'یہ آپ کے ان باکس سے ہمیشہ کے لیے ہٹا دیا جائے گا۔',
      confirmLabel: 'پیغام حذف کریں',
      tone: 'danger',
    },
  },
};
const CANCEL: Record<Language, string> = { [Language.EN]: en.common.cancel, [Language.UR]: ur.common.cancel };

/** The question behind a button, as every caller opens it; `inside` opens it from another dialog. */
function Asker({
  question,
  onConfirm,
  onCancel,
  inside = false,
}: {
  question: Case;
  onConfirm: () => void;
  onCancel: () => void;
  inside?: boolean;
}): ReactElement {
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState(true);
  const asker = (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask
      </button>
      <ConfirmDialog
        open={open}
        {...question}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      />
    </>
  );
  if (!inside) return asker;
  return (
    <Dialog open={menu} title="Side menu" onClose={() => setMenu(false)}>
      {asker}
    </Dialog>
  );
}

function ask(question: Case, inside = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Asker question={question} onConfirm={onConfirm} onCancel={onCancel} inside={inside} />
    </I18nextProvider>,
  );
  return { onConfirm, onCancel };
}

describe.each([Language.EN, Language.UR])('ConfirmDialog in %s', (language) => {
  describe.each(Object.entries(CASES[language]))('for %s', (_, question) => {
    it('is named by its question, starts on Cancel and keeps Tab inside', async () => {
      await initI18n(language);
      const user = userEvent.setup();
      ask(question);
      await user.click(screen.getByRole('button', { name: 'Ask' }));
      const dialog = screen.getByRole('dialog', { name: question.title });
      if (question.text) expect(dialog).toHaveAccessibleDescription(question.text);
      const cancel = screen.getByRole('button', { name: CANCEL[language] });
      const confirm = screen.getByRole('button', { name: question.confirmLabel });
      expect(confirm).toHaveClass(`button--${question.tone ?? 'primary'}`);
      await waitFor(() => expect(cancel).toHaveFocus());
      await user.tab();
      expect(confirm).toHaveFocus();
      await user.tab();
      expect(cancel).toHaveFocus();
    });

    it('says no on Escape and on Cancel, and gives focus back to what opened it', async () => {
      await initI18n(language);
      const user = userEvent.setup();
      const { onConfirm, onCancel } = ask(question);
      const opener = screen.getByRole('button', { name: 'Ask' });
      await user.click(opener);
      await waitFor(() => expect(screen.getByRole('button', { name: CANCEL[language] })).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
      await user.click(opener);
      await user.click(screen.getByRole('button', { name: CANCEL[language] }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onCancel).toHaveBeenCalledTimes(2);
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('says yes once on its confirm button', async () => {
      await initI18n(language);
      const user = userEvent.setup();
      const { onConfirm, onCancel } = ask(question);
      await user.click(screen.getByRole('button', { name: 'Ask' }));
      await user.click(screen.getByRole('button', { name: question.confirmLabel }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(onCancel).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('asked from inside another dialog (sign out from the side menu), Escape closes only the question and focus goes back into the menu', async () => {
    await initI18n(language);
    const user = userEvent.setup();
    const question = CASES[language]['sign out (side menu, member centre)'] as Case;
    ask(question, true);
    const opener = screen.getByRole('button', { name: 'Ask' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: CANCEL[language] })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: question.title })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Side menu' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
