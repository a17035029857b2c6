import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import {
  OPS_APPLICATION_STATES,
  OPS_PROMOTION_PATHS,
  type OpsApplication,
  type OpsApplicationState,
  type OpsPromotion,
  opsApplicationValue,
  opsApplicationsValue,
  opsPromotionsValue,
} from '@openlobby/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { screenPath } from '../app/navigation.ts';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { PlainTable } from '../components/PlainTable.tsx';
import { DoneNotice } from '../content/PanelParts.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { LIABILITY_KEY } from './LiabilityTiles.tsx';
import { PROMOTIONS_KEY } from './PromotionEditor.tsx';
import { isOwnPicture } from './PromotionsPanel.tsx';

const PAGE_SIZE = 20;
const APPLICATIONS_KEY = ['ops-promotion-applications'] as const;
type Filter = OpsApplicationState | 'all';
const FILTERS: readonly Filter[] = [...OPS_APPLICATION_STATES, 'all'];

const stateColor: Record<OpsApplicationState, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** Members' applications, waiting ones first, each opened to see its comment and pictures and decide. */
export function ApplicationsPanel({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const [filter, setFilter] = useState<Filter>('pending');
  const [promoId, setPromoId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OpsApplication | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const applications = useQuery({
    queryKey: [...APPLICATIONS_KEY, filter, promoId, page],
    queryFn: () =>
      api.call('GET', OPS_PROMOTION_PATHS.applications, opsApplicationsValue, {
        query: {
          state: filter === 'all' ? undefined : filter,
          promoId: promoId ?? undefined,
          pageNo: page,
          pageSize: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const promotions = useQuery({
    queryKey: PROMOTIONS_KEY,
    queryFn: () => api.call('GET', OPS_PROMOTION_PATHS.promotions, opsPromotionsValue),
  });
  const titleOf = (row: OpsApplication) => (i18n.language === 'UR' ? row.promoTitleUr : row.promoTitleEn);

  return (
    <Stack>
      <Group align="flex-end">
        <SegmentedControl
          aria-label={t('applications.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(FILTERS.find((item) => item === value) ?? 'pending');
            setPage(1);
          }}
          data={FILTERS.map((state) => ({
            value: state,
            label: t(`applications.state.${state}`),
          }))}
          w="fit-content"
        />
        <Select
          label={t('applications.promotion')}
          placeholder={t('applications.anyPromotion')}
          data={(promotions.data?.content ?? []).map((item) => ({
            value: item.promoId,
            label: i18n.language === 'UR' ? item.titleUr : item.titleEn,
          }))}
          value={promoId}
          onChange={(value) => {
            setPromoId(value);
            setPage(1);
          }}
          clearable
          searchable
          w={280}
        />
      </Group>
      <DoneNotice notice={notice} onClose={() => setNotice(null)} />
      <QueryState query={applications}>
        {({ content, total }) =>
          content.length === 0 ? (
            <Text c="dimmed">{t('applications.empty')}</Text>
          ) : (
            <Stack>
              <Text size="sm" c="dimmed">
                {t('applications.total', { count: total })}
              </Text>
              <PlainTable
                caption={t('promotions.tab.applications')}
                minWidth={800}
                headers={[
                  t('applications.col.at'),
                  t('applications.col.member'),
                  t('applications.col.promotion'),
                  t('applications.col.comment'),
                  t('applications.col.images'),
                  t('applications.col.state'),
                  '',
                ]}
              >
                {content.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(row.createdAt, i18n.language)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={screenPath(`members/${row.memberId}`)} size="sm" dir="ltr">
                        {row.username}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{titleOf(row)}</Text>
                    </Table.Td>
                    <Table.Td maw={260}>
                      <Text size="sm" lineClamp={2}>
                        {row.comment}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <div className="promo-thumbs">
                        {row.images.filter(isOwnPicture).map((image, index) => (
                          <img
                            key={image}
                            className="promo-thumb"
                            src={image}
                            alt={t('applications.image', { n: index + 1 })}
                          />
                        ))}
                      </div>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={stateColor[row.state]} className="promo-badge">
                        {t(`applications.state.${row.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('applications.reviewOf', { member: row.username })}
                        onClick={() => setOpen(row)}
                      >
                        {t('applications.review')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </PlainTable>
              {total > PAGE_SIZE && (
                <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
              )}
            </Stack>
          )
        }
      </QueryState>
      {open !== null && (
        <ApplicationDialog
          application={open}
          promotion={promotions.data?.content.find((item) => item.promoId === open.promoId) ?? null}
          manage={manage}
          onClose={() => setOpen(null)}
          onDecided={(text) => {
            setOpen(null);
            setNotice(text);
          }}
        />
      )}
    </Stack>
  );
}

function ApplicationDialog({
  application,
  promotion,
  manage,
  onClose,
  onDecided,
}: {
  application: OpsApplication;
  promotion: OpsPromotion | null;
  manage: boolean;
  onClose: () => void;
  onDecided: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const params = { id: application.id };
  const done = async (key: 'applications.approved' | 'applications.rejected') => {
    await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
    await queryClient.invalidateQueries({ queryKey: LIABILITY_KEY });
    onDecided(t(key, { member: application.username }));
  };
  const approve = useMutation({
    mutationFn: () =>
      api.call('POST', OPS_PROMOTION_PATHS.approve, opsApplicationValue, { params, body: {} }),
    onSuccess: () => done('applications.approved'),
  });
  const reject = useMutation({
    mutationFn: () =>
      api.call('POST', OPS_PROMOTION_PATHS.reject, opsApplicationValue, {
        params,
        body: { reason: reason.trim() },
      }),
    onSuccess: () => done('applications.rejected'),
  });
  const failure = approve.error ?? reject.error;
  const pending = application.state === 'pending';
  const grants =
    promotion?.bonus.type === 'FIXED'
      ? t('applications.grants', { amount: formatAmount(promotion.bonus.amount, i18n.language) })
      : t('applications.grantsNothing');
  const title = i18n.language === 'UR' ? application.promoTitleUr : application.promoTitleEn;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('applications.detail', { member: application.username })}
      size="xl"
    >
      <Stack>
        {failure !== null && (
          <Alert color="red" role="alert">
            {failureText(failure, t('error.unexpected'))}
          </Alert>
        )}
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          <Badge color={stateColor[application.state]} className="promo-badge">
            {t(`applications.state.${application.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(application.createdAt, i18n.language)}
        </Text>
        <Text className="promo-comment">
          {application.comment.trim() === '' ? t('applications.noComment') : application.comment}
        </Text>
        {application.images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('applications.noImages')}
          </Text>
        ) : (
          <div className="promo-images">
            {application.images.filter(isOwnPicture).map((image, index) => (
              <a key={image} href={image} target="_blank" rel="noopener noreferrer">
                <img className="promo-image" src={image} alt={t('applications.image', { n: index + 1 })} />
              </a>
            ))}
          </div>
        )}
        {!pending && (
          <Text size="sm">
            {t('applications.decided', {
              state: t(`applications.state.${application.state}`),
              by: application.decidedBy ?? '',
              at: application.decidedAt === null ? '' : formatDateTime(application.decidedAt, i18n.language),
            })}
            {application.reason === null ? '' : ` — ${application.reason}`}
          </Text>
        )}
        {pending && manage && (
          <Stack>
            <Alert color="blue" role="note">
              {grants}
            </Alert>
            <Textarea
              label={t('applications.reason')}
              value={reason}
              maxLength={255}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(false);
              }}
              error={reasonError ? t('promotions.error.required') : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('applications.close')}
              </Button>
              <Button
                color="red"
                variant="light"
                loading={reject.isPending}
                disabled={approve.isPending}
                onClick={() => {
                  if (reason.trim() === '') setReasonError(true);
                  else reject.mutate();
                }}
              >
                {t('applications.reject')}
              </Button>
              <Button
                color="green"
                loading={approve.isPending}
                disabled={reject.isPending}
                onClick={() => approve.mutate()}
              >
                {t('applications.approve')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
