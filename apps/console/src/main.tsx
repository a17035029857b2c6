import '@mantine/core/styles.css';
// Only the Arabic-script subset: its Latin letters are serif, and Latin in Urdu screens (names,
// addresses, codes) reads in the sans face named after it in console.css.
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createConsoleServices } from './app/App.tsx';
import { initI18n } from './i18n/i18n.ts';

await initI18n();
const root = document.getElementById('root');
if (root === null) throw new Error('the console page has no #root');
createRoot(root).render(
  <StrictMode>
    <App services={createConsoleServices()} />
  </StrictMode>,
);
