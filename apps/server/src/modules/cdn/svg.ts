export { xml } from '../../platform/xml.ts';

export const SVG_FONT = "'Arial Black', 'Helvetica Neue', Arial, sans-serif";
