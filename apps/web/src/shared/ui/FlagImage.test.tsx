import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCommonStore } from '../store/commonStore.ts';
import { FlagImage, flagSources } from './FlagImage.tsx';

describe('flags (spec section 3 map, section 7 CDN fallback)', () => {
  it('builds <cdn>/flags/<country>.svg from the image CDN, then the fallback CDN', () => {
    expect(flagSources({ language: 'UR' }, ['https://img.example/'], '/cdn')).toEqual([
      'https://img.example/flags/PK.svg',
      '/cdn/flags/PK.svg',
    ]);
    expect(flagSources({ language: 'EN' }, [], '/cdn')).toEqual(['/cdn/flags/US.svg']);
    expect(flagSources({ language: 'EN' }, [], '')).toEqual([]);
    // The phone field's dialling-code picker names the country itself.
    expect(flagSources({ country: 'AE' }, ['https://img.example'], '/cdn')).toEqual([
      'https://img.example/flags/AE.svg',
      '/cdn/flags/AE.svg',
    ]);
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

  it("a country picked after a failed flag starts again from the image CDN (the phone field's picker)", () => {
    useCommonStore.setState({ imageCDNs: ['https://img.example'], fallbackImageCdn: '/cdn' });
    const { container, rerender } = render(<FlagImage country="PK" />);
    const image = () => container.querySelector('img');
    expect(image()).toHaveAttribute('src', 'https://img.example/flags/PK.svg');
    fireEvent.error(image()!);
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    rerender(<FlagImage country="AE" />);
    expect(image()).toHaveAttribute('src', 'https://img.example/flags/AE.svg');
  });

  it('a language picked after a failed flag starts again from the image CDN', () => {
    useCommonStore.setState({ imageCDNs: ['https://img.example'], fallbackImageCdn: '/cdn' });
    const { container, rerender } = render(<FlagImage language="UR" />);
    const image = () => container.querySelector('img');
    fireEvent.error(image()!);
    expect(image()).toHaveAttribute('src', '/cdn/flags/PK.svg');
    rerender(<FlagImage language="EN" />);
    expect(image()).toHaveAttribute('src', 'https://img.example/flags/US.svg');
  });
});
