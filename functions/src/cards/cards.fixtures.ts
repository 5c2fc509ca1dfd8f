// What the card's tests and its benchmark draw with: one palette of a space's colours.
import type { CardContent } from './layout';

/** A light pink-to-blue space with a pink accent. */
export const SAMPLE_COLORS: CardContent['colors'] = {
  background: ['#fce7f3', '#dbeafe'],
  angle: 160,
  text: '#1f2937',
  muted: '#4b5563',
  surface: '#ffffff',
  onSurface: '#111827',
  onSurfaceMuted: '#4b5563',
  accent: '#be185d',
  onAccent: '#ffffff',
};
