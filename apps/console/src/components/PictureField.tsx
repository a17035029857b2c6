/**
 * A picture's address, typed or pasted, or uploaded from a file: the file goes to POST /ops/uploads
 * as its raw bytes (the server decides what it is) and the address it answers fills the field. A
 * thumbnail shows the picture when it comes from our own server or was just uploaded (the page's
 * CSP allows no other origin, so a pasted foreign address is not drawn). A refusal is shown in
 * the console's language as an alert.
 */
import { Alert, Button, FileButton, Stack, Text, TextInput } from '@mantine/core';
import {
  OPS_UPLOAD_PATHS,
  UPLOAD_CONTENT_TYPES,
  type OpsUploadValue,
  opsUploadValue,
} from '@openlobby/contract';
import { useMutation } from '@tanstack/react-query';
import { type FocusEventHandler, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { failureText } from '../screens/QueryState.tsx';
import './PictureField.css';

/** An address on our own server (or inline data): the only pictures the console's CSP draws. */
const isOwnPicture = (address: string) =>
  (address.startsWith('/') && !address.startsWith('//')) || address.startsWith('data:image/');

export function PictureField({
  label,
  description,
  value = '',
  onChange,
  error,
  onFocus,
  onBlur,
  disabled = false,
}: {
  label: ReactNode;
  description?: ReactNode;
  /** The address; empty: no picture. */
  value?: string;
  onChange: (address: string) => void;
  error?: ReactNode;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const errorId = useId();
  const [uploaded, setUploaded] = useState<OpsUploadValue | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => api.call('POST', OPS_UPLOAD_PATHS.uploads, opsUploadValue, { file }),
    onSuccess: (answer) => {
      setUploaded(answer);
      onChange(answer.url);
    },
    onError: () => setUploaded(null),
  });
  const address = value.trim();
  const shown = address !== '' && (isOwnPicture(address) || address === uploaded?.url);
  const current = uploaded !== null && uploaded.url === address ? uploaded : null;

  return (
    <div className="picture-field">
      <Stack gap={4} className="picture-field-main">
        <TextInput
          label={label}
          description={description ?? t('picture.kinds')}
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onFocus={onFocus}
          onBlur={onBlur}
          error={error}
          disabled={disabled}
        />
        {current !== null && (
          <Text size="xs" c="dimmed" role="status">
            {t('picture.uploaded', {
              width: current.width,
              height: current.height,
              size: Math.max(1, Math.round(current.bytes / 1024)),
            })}
          </Text>
        )}
        {upload.isError && (
          <Alert id={errorId} color="red" role="alert" p="xs">
            {failureText(upload.error, t('error.unexpected'))}
          </Alert>
        )}
      </Stack>
      <FileButton
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        disabled={disabled || upload.isPending}
        onChange={(file) => {
          if (file !== null) upload.mutate(file);
        }}
      >
        {(props) => (
          <Button
            {...props}
            className="picture-field-upload"
            variant="default"
            loading={upload.isPending}
            loaderProps={{ 'aria-label': t('picture.uploading') }}
            aria-describedby={upload.isError ? errorId : undefined}
          >
            {t('picture.upload')}
          </Button>
        )}
      </FileButton>
      {shown && (
        <img className="picture-thumb picture-field-upload" src={address} alt={t('picture.preview')} />
      )}
    </div>
  );
}
