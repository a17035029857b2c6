import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi, type RegisterField } from '../../api/accountsApi.ts';
import { FormPasswordField, FormTextField } from '../../forms/FormFields.tsx';
import type { Challenges } from '../../forms/HumanCheck.tsx';
import { FormCaptchaField, FormPhoneField, FormSmsCodeField } from '../../forms/PhoneFields.tsx';
import { ruleHintText } from '../../forms/ruleHintText.ts';
import { ruleHint } from '../../model/ruleHint.ts';

const LABEL_KEY: Partial<Record<RegisterField['name'], string>> = {
  username: 'accounts.username',
  idNumber: 'accounts.idNumber',
  qqNum: 'accounts.qqNum',
  facebook: 'accounts.facebookId',
  wechat: 'accounts.wechat',
  line: 'accounts.line',
  whatsapp: 'accounts.whatsapp',
  zalo: 'accounts.zalo',
  email: 'accounts.email',
  nickname: 'accounts.nickname',
  payeeName: 'accounts.payeeName',
  recommenderId: 'accounts.recommenderId',
  affiliateCode: 'accounts.affiliateCode',
};

interface Props {
  rule: RegisterField;
  challenges: Challenges;
  /** An invitation code from the address, which makes that field read only. */
  urlCode: string;
}

/** One registration field as its rule asks: a password, the phone, the SMS code, the captcha or text. */
export function RegisterFieldInput({ rule, challenges, urlCode }: Props): ReactElement | null {
  const params = { min: rule.min, max: rule.max };
  switch (rule.name) {
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword':
      return <RegisterPassword rule={rule} />;
    case 'mobileNum':
      return <FormPhoneField params={params} />;
    case 'verificationCode':
      return <FormSmsCodeField send={accountsApi.smsRegister} params={params} />;
    case 'captcha':
      return (
        <FormCaptchaField
          captchaIdRef={challenges.captchaIdRef}
          refreshKey={challenges.captchaRound}
          params={params}
        />
      );
    default:
      return <RegisterText rule={rule} readOnly={rule.name === 'affiliateCode' && urlCode !== ''} />;
  }
}

/**
 * What a field shows before the player types: its rule under it (not for the confirmation, which
 * only repeats the password, nor the e-mail, whose form is known) and "optional" when it may stay empty.
 */
function useRuleNotes(rule: RegisterField): { hint?: string; optional: boolean } {
  const { t, i18n } = useTranslation();
  const says = rule.name !== 'confirmPassword' && rule.name !== 'email';
  return {
    hint: says ? ruleHintText(t, i18n.language, ruleHint(rule)) : undefined,
    optional: !rule.required,
  };
}

/** A password; changing the password re-checks a typed confirmation (spec 5). */
function RegisterPassword({ rule }: { rule: RegisterField }): ReactElement {
  const { t } = useTranslation();
  const notes = useRuleNotes(rule);
  return (
    <FormPasswordField
      name={rule.name}
      label={t(`accounts.${rule.name}`)}
      autoComplete="new-password"
      maxLength={rule.max ?? 64}
      params={{ min: rule.min, max: rule.max }}
      {...notes}
      confirmedBy={rule.name === 'password' ? 'confirmPassword' : undefined}
    />
  );
}

function RegisterText({ rule, readOnly }: { rule: RegisterField; readOnly: boolean }): ReactElement | null {
  const { t } = useTranslation();
  const notes = useRuleNotes(rule);
  const labelKey = LABEL_KEY[rule.name];
  if (!labelKey) return null;
  const { name } = rule;
  return (
    <FormTextField
      name={name}
      label={t(labelKey)}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={name === 'username' ? 'username' : name === 'email' ? 'email' : 'off'}
      maxLength={rule.max ?? (name === 'email' ? 254 : 128)}
      readOnly={readOnly}
      params={{ min: rule.min, max: rule.max }}
      {...notes}
    />
  );
}
