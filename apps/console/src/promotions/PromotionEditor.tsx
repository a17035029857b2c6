import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_ONCE_PER,
  OPS_PROMOTION_CATEGORIES,
  OPS_PROMOTION_KINDS,
  OPS_PROMOTION_PATHS,
  type OpsPromotion,
  type OpsPromotionKind,
  opsPromotionValue,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/client.ts';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { PictureField } from '../components/PictureField.tsx';
import { editorField } from '../content/editorField.ts';
import { cleanHtml } from '../content/PhonePreview.tsx';
import { failureText } from '../screens/QueryState.tsx';
import {
  type PromotionFormValues,
  WEIGHT_TYPES,
  bonusTypesOf,
  emptyPromotion,
  promotionErrors,
  requestOf,
  serverErrors,
  valuesOf,
} from './promotionForm.ts';

export const PROMOTIONS_KEY = ['ops-promotions'] as const;

/**
 * Creates or edits a promotion: English and Urdu texts side by side (Urdu right to left) with a
 * preview of the rules, the offer (kind, category, banner, period, code), who may have it, the
 * bonus formula and the wagering terms. Each field shows its own error before anything is sent.
 */
export function PromotionEditor({
  promotion,
  onDone,
  onClose,
}: {
  /** null: a new promotion. */
  promotion: OpsPromotion | null;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const form = useForm<PromotionFormValues>({
    initialValues: promotion === null ? emptyPromotion() : valuesOf(promotion),
    validate: (values) => promotionErrors(values),
  });
  const save = useMutation({
    mutationFn: (values: PromotionFormValues) => {
      const body = requestOf(values);
      return promotion === null
        ? api.call('POST', OPS_PROMOTION_PATHS.promotions, opsPromotionValue, { body })
        : api.call('PUT', OPS_PROMOTION_PATHS.promotion, opsPromotionValue, {
            params: { promoId: promotion.promoId },
            body,
          });
    },
    onSuccess: async (value) => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      onDone(
        t(promotion === null ? 'promotions.created' : 'promotions.saved', { title: value.promotion.titleEn }),
      );
    },
    onError: (error) => {
      if (error instanceof ApiFailure && error.code === 'VALIDATION_FAILED')
        form.setErrors(serverErrors(error.data.issues));
    },
  });
  const field = editorField(form, t);
  const values = form.getValues();
  const bonusTypes = bonusTypesOf(values.kind);

  const changeKind = (next: string | null) => {
    const kind = (OPS_PROMOTION_KINDS as readonly string[]).includes(next ?? '')
      ? (next as OpsPromotionKind)
      : values.kind;
    form.setFieldValue('kind', kind);
    const allowed = bonusTypesOf(kind);
    if (!allowed.includes(form.getValues().bonusType)) form.setFieldValue('bonusType', allowed[0] ?? 'NONE');
  };

  const heading =
    promotion === null
      ? t('promotions.form.newTitle')
      : t('promotions.form.editTitle', { title: promotion.titleEn });

  return (
    <Modal opened onClose={onClose} title={heading} size="80rem">
      <form
        noValidate
        onSubmit={form.onSubmit(
          (submitted) => save.mutate(submitted),
          // The first field in error may be far up the dialog: take the operator there.
          (errors, _values, event) => {
            const fields = event?.currentTarget.querySelectorAll<HTMLElement>('[data-path]') ?? [];
            const first = [...fields].find((element) => errors[element.dataset.path ?? ''] !== undefined);
            first?.focus();
          },
        )}
      >
        <Stack>
          {save.isError && (
            <Alert color="red" role="alert">
              {failureText(save.error, t('error.unexpected'))}
            </Alert>
          )}
          <Fieldset legend={t('promotions.form.texts')}>
            <div className="promo-languages">
              <Stack gap="xs">
                <TextInput label={t('promotions.form.titleEn')} dir="ltr" required {...field('titleEn')} />
                <Textarea
                  label={t('promotions.form.rulesEn')}
                  dir="ltr"
                  rows={5}
                  resize="vertical"
                  {...field('rulesHtmlEn')}
                />
              </Stack>
              <Stack gap="xs">
                <TextInput label={t('promotions.form.titleUr')} dir="rtl" required {...field('titleUr')} />
                <Textarea
                  label={t('promotions.form.rulesUr')}
                  dir="rtl"
                  rows={5}
                  resize="vertical"
                  {...field('rulesHtmlUr')}
                />
              </Stack>
            </div>
            <RulesPreview en={values.rulesHtmlEn} ur={values.rulesHtmlUr} />
          </Fieldset>

          <Fieldset legend={t('promotions.form.offer')}>
            <div className="promo-fields">
              <Select
                label={t('promotions.form.kind')}
                data={OPS_PROMOTION_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`promotions.kind.${kind}`),
                }))}
                allowDeselect={false}
                {...field('kind')}
                onChange={changeKind}
              />
              <Select
                label={t('promotions.form.category')}
                data={OPS_PROMOTION_CATEGORIES.map((category) => ({
                  value: category,
                  label: t(`promotions.category.${category}`),
                }))}
                allowDeselect={false}
                {...field('category')}
              />
              <TextInput
                type="datetime-local"
                label={t('promotions.form.startsAt')}
                description={t('promotions.form.periodHelp')}
                {...field('startsAt')}
              />
              <TextInput
                type="datetime-local"
                label={t('promotions.form.endsAt')}
                description={t('promotions.form.periodHelp')}
                {...field('endsAt')}
              />
              <TextInput
                label={t('promotions.form.promoCode')}
                description={t('promotions.form.promoCodeHelp')}
                dir="ltr"
                {...field('promoCode')}
              />
              <Switch
                label={t('promotions.form.enabled')}
                mt="lg"
                {...form.getInputProps('enabled', { type: 'checkbox' })}
              />
            </div>
            <PictureField label={t('promotions.form.banner')} {...field('bannerUrl')} />
            <PictureField
              label={t('promotions.form.bannerUr')}
              description={t('promotions.form.bannerUrHelp')}
              {...field('bannerUrlUr')}
            />
          </Fieldset>

          <Fieldset legend={t('promotions.form.eligibility')}>
            <div className="promo-fields">
              <Checkbox
                label={t('promotions.form.firstDeposit')}
                mt="lg"
                {...form.getInputProps('firstDeposit', { type: 'checkbox' })}
              />
              <NumberInput
                label={t('promotions.form.nthDeposit')}
                description={t('promotions.form.nthHelp')}
                allowDecimal={false}
                allowNegative={false}
                {...field('nthDeposit')}
              />
              <TextInput
                label={t('promotions.form.minDeposit')}
                inputMode="decimal"
                dir="ltr"
                {...field('minDeposit')}
              />
              <TextInput
                label={t('promotions.form.memberTypes')}
                description={t('promotions.form.memberTypesHelp')}
                dir="ltr"
                {...field('memberTypes')}
              />
              <NumberInput
                label={t('promotions.form.vipMin')}
                allowDecimal={false}
                allowNegative={false}
                {...field('vipMin')}
              />
              <NumberInput
                label={t('promotions.form.vipMax')}
                allowDecimal={false}
                allowNegative={false}
                {...field('vipMax')}
              />
            </div>
            <Checkbox.Group label={t('promotions.form.oncePer')} mt="sm" {...field('oncePer')}>
              <Group mt={4}>
                {OPS_ONCE_PER.map((once) => (
                  <Checkbox key={once} value={once} label={t(`promotions.form.once.${once}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          </Fieldset>

          <Fieldset legend={t('promotions.form.bonus')}>
            <div className="promo-fields">
              <Select
                label={t('promotions.form.bonusType')}
                data={bonusTypes.map((type) => ({
                  value: type,
                  label: t(`promotions.form.bonusType.${type}`),
                }))}
                allowDeselect={false}
                {...field('bonusType')}
              />
              {values.bonusType === 'PERCENT' && (
                <>
                  <NumberInput
                    label={t('promotions.form.percent')}
                    decimalScale={2}
                    allowNegative={false}
                    suffix=" %"
                    {...field('percent')}
                  />
                  <TextInput
                    label={t('promotions.form.cap')}
                    description={t('promotions.form.capHelp')}
                    inputMode="decimal"
                    dir="ltr"
                    {...field('cap')}
                  />
                </>
              )}
              {values.bonusType === 'FIXED' && (
                <TextInput
                  label={t('promotions.form.amount')}
                  inputMode="decimal"
                  dir="ltr"
                  required
                  {...field('amount')}
                />
              )}
            </div>
          </Fieldset>

          <Fieldset legend={t('promotions.form.wagering')}>
            <div className="promo-fields">
              <Select
                label={t('promotions.form.basis')}
                data={(['BONUS', 'BONUS_DEPOSIT'] as const).map((basis) => ({
                  value: basis,
                  label: t(`promotions.form.basis.${basis}`),
                }))}
                allowDeselect={false}
                {...field('basis')}
              />
              <NumberInput
                label={t('promotions.form.multiple')}
                description={t('promotions.form.multipleHelp')}
                allowDecimal={false}
                allowNegative={false}
                {...field('multiple')}
              />
              <TextInput
                label={t('promotions.form.maxStake')}
                description={t('promotions.form.maxStakeHelp')}
                inputMode="decimal"
                dir="ltr"
                {...field('maxStake')}
              />
              <NumberInput
                label={t('promotions.form.expiryDays')}
                allowDecimal={false}
                allowNegative={false}
                {...field('expiryDays')}
              />
            </div>
            <Fieldset legend={t('promotions.form.weights')} variant="unstyled" mt="sm">
              <div className="promo-weights">
                {WEIGHT_TYPES.map((type) => (
                  <NumberInput
                    key={type}
                    label={t(`promotions.form.weight.${type}`)}
                    allowDecimal={false}
                    suffix=" %"
                    {...field(`weight${type}`)}
                  />
                ))}
              </div>
            </Fieldset>
          </Fieldset>

          <DialogActions
            cancelLabel={t('promotions.form.cancel')}
            onCancel={onClose}
            confirmLabel={t(promotion === null ? 'promotions.form.create' : 'promotions.form.save')}
            pending={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The rules as the lobby will draw them, sanitised here as the lobby does. */
function RulesPreview({ en, ur }: { en: string; ur: string }) {
  const { t } = useTranslation();
  if (en.trim() === '' && ur.trim() === '') return null;
  return (
    <Stack gap={4} mt="sm">
      <TextLabel>{t('promotions.form.preview')}</TextLabel>
      <div className="promo-languages">
        <div className="promo-rules" dir="ltr" dangerouslySetInnerHTML={{ __html: cleanHtml(en) }} />
        <div
          className="promo-rules"
          dir="rtl"
          lang="ur"
          dangerouslySetInnerHTML={{ __html: cleanHtml(ur) }}
        />
      </div>
    </Stack>
  );
}

function TextLabel({ children }: { children: string }) {
  return <div className="promo-label">{children}</div>;
}
