import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCommonStore } from '../store/commonStore.ts';
import { FlagImage, flagSources } from './FlagImage.tsx';

describe('language flags (spec section 3 map, section 7 CDN fallback)', () => {
  it('builds <cdn>/flags/<country>.svg from the image CDN, then the fallback CDN', () => {
    expect(flagSources('UR', ['https://img.example/'], '/cdn')).toEqual([
      'https://img.example/flags/PK.svg',
      '/cdn/flags/PK.svg',
    ]);
    expect(flagSources('EN', [], '/cdn')).toEqual(['/cdn/flags/US.svg']);
    expect(flagSources('EN', [], '')).toEqual([]);
  });

  it('falls back to the second CDN on error, then hides the image', () => {
    useCommonStore.setState({ imageCDNs: ['https://img.example'], fallbackImageCdn: '/cdn' });
    const { container } = render(<FlagImage language="UR" />);
    const image = () => container.querySelector('img');
    expect(image()).toHaveAttribute('src', 'https://img.example/flags/PK.svg');
    fireEvent.error(image()!);
    expect(image()).toHaveAttribute('src', '/cdn/flags/PK.svg');
    fireEvent.error(image()!);
    expect(image()).toBeNull();
  });
});
