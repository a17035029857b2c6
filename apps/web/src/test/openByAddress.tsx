import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from './renderWithProviders.tsx';

/**
 * `screen` opened by typing its address `path`, with stand-ins for where a gate sends a guest
 * ("login screen") or a refused member ("home screen").
 */
export function openByAddress(path: string, screen: ReactElement): RenderResult {
  return renderWithProviders(
    <Routes>
      <Route path="/m/login" element={<p>login screen</p>} />
      <Route path="/m/home" element={<p>home screen</p>} />
      <Route path={path} element={screen} />
    </Routes>,
    path,
  );
}
