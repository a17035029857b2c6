import { errorMessage } from '@openlobby/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, ok, readable, refusal, renderScreen, useLanguage } from '../members/testing.tsx';
import { PictureField } from './PictureField.tsx';

const STORED = '/uploads/4f9b3c0e9a1d5b7c2e8f6a4d3c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b.png';

function Form({ initial = '' }: { initial?: string }) {
  const [address, setAddress] = useState(initial);
  return (
    <>
      <PictureField label="Banner picture" value={address} onChange={setAddress} />
      <span data-testid="saved">{address}</span>
    </>
  );
}

function open(answer: Answer, initial = '') {
  return renderScreen({
    path: '/content',
    at: '/content',
    element: <Form initial={initial} />,
    permissions: ['content.manage', 'uploads.write'],
    answer,
  });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  return input;
};

beforeEach(async () => {
  await useLanguage('EN');
});

describe('the picture field', () => {
  it('uploads the chosen file, waits without a second upload, then fills the address and shows the picture', async () => {
    const user = userEvent.setup();
    let answerNow: (value: ReturnType<typeof ok>) => void = () => undefined;
    const view = open(
      () =>
        new Promise((resolve) => {
          answerNow = resolve;
        }),
    );
    expect(fileInput().accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    await user.upload(fileInput(), png());
    const button = screen.getByRole('button', { name: /Upload picture/ });
    expect(button).toBeDisabled();
    answerNow(ok({ url: STORED, width: 1200, height: 400, bytes: 52_000, contentType: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', STORED);
    expect(screen.getByRole('textbox', { name: 'Banner picture' })).toHaveValue(STORED);
    expect(screen.getByTestId('saved')).toHaveTextContent(STORED);
    expect(readable(screen.getByRole('status').textContent ?? '')).toBe(
      'Uploaded: 1200 × 400 pixels, 51 KB.',
    );
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled();
    expect(view.sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /ops/uploads',
    ]);
  });

  it.each(['EN', 'UR'] as const)(
    'says why the server refused a file, in the console language (%s), and keeps the address',
    async (language) => {
      await useLanguage(language);
      const user = userEvent.setup({ applyAccept: false });
      open(() => refusal(415, 'UPLOAD_TYPE_NOT_ALLOWED'), '/cdn/old.png');
      await user.upload(fileInput(), new File(['plain words'], 'notes.txt', { type: 'text/plain' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        errorMessage('UPLOAD_TYPE_NOT_ALLOWED', language),
      );
      expect(screen.getByRole('textbox')).toHaveValue('/cdn/old.png');
    },
  );

  it('takes a pasted address, drawing only pictures from this server', async () => {
    const user = userEvent.setup();
    open(() => ok({}));
    const field = screen.getByRole('textbox', { name: 'Banner picture' });
    await user.type(field, 'https://elsewhere.example/x.png');
    expect(screen.getByTestId('saved')).toHaveTextContent('https://elsewhere.example/x.png');
    expect(screen.queryByRole('img')).toBeNull();
    await user.clear(field);
    await user.type(field, '/cdn/banner.png');
    expect(screen.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', '/cdn/banner.png');
  });
});
