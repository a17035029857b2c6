import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { LoginReason } from '../../../shared/ui/LoginReason.tsx';
import { accountsApi, type RegisterSettings } from '../api/accountsApi.ts';
import { SegmentedChoice } from '../../../shared/ui/fields/SegmentedChoice.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { HumanCheckField } from '../forms/HumanCheck.tsx';
import { BirthDateField } from './register/BirthDateField.tsx';
import { RegisterActions } from './register/RegisterActions.tsx';
import { RegisterFieldInput } from './register/RegisterFieldInput.tsx';
import { useRegisterForm } from './register/useRegisterForm.ts';

function RegisterForm({ settings }: { settings: RegisterSettings }): ReactElement {
  const { t } = useTranslation();
  const register = useRegisterForm(settings);
  const both = settings.methods.username && settings.methods.mobile;
  return (
    <>
      {both && (
        <SegmentedChoice
          label={t('accounts.registerMethods')}
          value={register.mode}
          options={[
            { value: 'username', label: t('accounts.methodUsername') },
            { value: 'mobile', label: t('accounts.mobile') },
          ]}
          onChange={register.setMode}
        />
      )}
      <FormProvider {...register.form}>
        <form className="auth__form" noValidate onSubmit={register.onSubmit}>
          {register.fields.map((rule) => (
            <RegisterFieldInput
              key={rule.name}
              rule={rule}
              challenges={register.challenges}
              urlCode={register.urlCode}
            />
          ))}
          <BirthDateField minimumAge={settings.minimumAge} />
          <HumanCheckField action="register" round={register.challenges.sliderRound} />
          <RegisterActions busy={register.busy} onClear={register.clear} minimumAge={settings.minimumAge} />
        </form>
      </FormProvider>
      <div className="auth__footer">
        <span>
          {t('accounts.haveAccount')}{' '}
          <Link className="text-link" to="/m/login">
            {t('accounts.loginLink')}
          </Link>
        </span>
      </div>
    </>
  );
}

/** Registration of spec 2.8, 4 and 5, once the merchant's field rules are there. */
export default function RegisterScreen(): ReactElement {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['registerSettings'], queryFn: accountsApi.registerSettings });
  return (
    <AuthLayout title={t('title.register')}>
      <LoginReason />
      <LoadState query={settings}>{(data) => <RegisterForm settings={data} />}</LoadState>
    </AuthLayout>
  );
}
