import { describe, expect, it } from 'vitest';
import { ownerColorClasses } from './button-styles';

describe('ownerColorClasses', () => {
  it('leaves a primary button to the theme, whatever its variant', () => {
    expect(ownerColorClasses('primary', 'solid')).toBeUndefined();
    expect(ownerColorClasses('primary', 'outline')).toBeUndefined();
  });

  it('keeps a solid colour solid', () => {
    expect(ownerColorClasses('error', 'solid')).toContain('bg-error-600 text-white');
  });

  it('draws the lighter variants as the soft tint, which carries its own background', () => {
    for (const variant of ['outline', 'soft', 'subtle', 'ghost', 'link'] as const) {
      const classes = ownerColorClasses('info', variant);
      expect(classes).toContain('bg-info-50');
      expect(classes).toContain('text-info-700');
    }
  });
});
