import { Modal, createTheme } from '@mantine/core';

/**
 * Mantine's default theme: its CSS variables ship in @mantine/core/styles.css, so the console
 * needs no runtime style block (the CSP forbids one). A change here that alters a variable must
 * come with the same variables in console.css.
 */
export const theme = createTheme({
  components: {
    // Locking the page's scroll under a dialog injects a style block, which the CSP refuses.
    Modal: Modal.extend({ defaultProps: { lockScroll: false } }),
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Naskh Arabic", "Noto Nastaliq Urdu", sans-serif',
});
