import { Anchor, Badge, Group, Table, Text, Title } from '@mantine/core';
import {
  OPS_VERIFICATION_PATHS,
  type VerificationStatus,
  memberVerificationValue,
} from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { screenPath } from '../app/navigation.ts';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { isolate } from '../members/bidi.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { documentName } from './documentName.ts';
import { COMPLIANCE_SCREEN } from './keys.ts';

const STATUS_COLOR: Record<VerificationStatus, string> = {
  NOT_SUBMITTED: 'gray',
  PENDING: 'yellow',
  VERIFIED: 'green',
  REJECTED: 'red',
  MORE_NEEDED: 'orange',
};

/** A member's identity verification on their page: the status and every document sent, decided in the queue. */
export function MemberVerificationSection({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const verification = useQuery({
    queryKey: ['member', memberId, 'verification'],
    queryFn: () =>
      api.call('GET', OPS_VERIFICATION_PATHS.member, memberVerificationValue, { params: { memberId } }),
  });
  return (
    <QueryState query={verification}>
      {(value) => (
        <>
          <Group justify="space-between" align="center">
            <Title order={3} size="h4">
              {t('protection.identity')}
            </Title>
            <Badge variant="light" color={STATUS_COLOR[value.status]}>
              {t(`kyc.status.${value.status}`)}
            </Badge>
          </Group>
          {value.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('protection.noDocuments')}
            </Text>
          ) : (
            <PlainTable
              caption={t('protection.identity')}
              minWidth={640}
              headers={[t('kyc.col.document'), t('kyc.col.sent'), t('protection.col.state'), t('kyc.note')]}
            >
              {value.documents.map((doc) => (
                <Table.Tr key={doc.documentId}>
                  <Table.Td>
                    {documentName(t, doc)}
                    {doc.documentNumber !== null && (
                      <Text size="xs" c="dimmed">
                        {t('kyc.numberRead', { number: isolate(doc.documentNumber) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(doc.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{t(`protection.document.${doc.status}`)}</Table.Td>
                  <Table.Td>{doc.note === null ? '—' : isolate(doc.note)}</Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
          )}
          <Anchor component={Link} to={`${screenPath(COMPLIANCE_SCREEN)}?tab=verification`} size="sm">
            {t('protection.toQueue')}
          </Anchor>
        </>
      )}
    </QueryState>
  );
}
