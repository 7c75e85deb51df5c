import { describe, expect, it } from 'vitest';
import { selectVariant, variantsConfig } from '../../src/variants/selectVariant.ts';

const query = (q = '') => new URLSearchParams(q);

describe('variant selection', () => {
  it('starts from the defaults', () => {
    expect(selectVariant({ query: query() })).toEqual(variantsConfig.defaults);
  });

  it('applies matching rules in order: a flow chosen by one rule triggers the next', () => {
    const choice = selectVariant({ query: query('flow=leanStep2') });
    expect(choice.registrationFlow).toBe('leanStep2');
    expect(choice.copyVariant).toBe('leanRegistration');
  });

  it('applies flow rules to the flow the code customization chose', () => {
    const choice = selectVariant({ query: query(), customization: { registrationFlow: 'leanStep2' } });
    expect(choice).toMatchObject({ registrationFlow: 'leanStep2', copyVariant: 'leanRegistration' });
    const approved = selectVariant({ query: query(), customization: { registrationFlow: 'waitingListApproved' } });
    expect(approved.finishedIn).toBe('popup');
  });

  it('finishes on its own page unless the flow asks for the popup', () => {
    expect(selectVariant({ query: query() }).finishedIn).toBe('page');
    expect(selectVariant({ query: query('flow=waitingListApproved') }).finishedIn).toBe('popup');
  });

  it('matches slug rules', () => {
    expect(selectVariant({ slug: 'DABA-2026', query: query() }).copyVariant).toBe('daba');
    expect(selectVariant({ slug: 'MOCK-VALID', query: query() }).copyVariant).toBe('default');
    expect(selectVariant({ query: query() }).copyVariant).toBe('default');
  });

  it('matches query rules', () => {
    expect(selectVariant({ query: query('utm_source=social') }).copyVariant).toBe('social');
    expect(selectVariant({ query: query('utm_source=mail') }).copyVariant).toBe('default');
  });

  it('lets the code customization win, ignoring values the config does not know', () => {
    const choice = selectVariant({
      query: query('utm_source=social'),
      inviterName: 'Anna',
      customization: {
        copyVariant: 'viral',
        welcomeVoucher: '20-mov',
        registrationLayout: 'no-such-layout',
        registrationFlow: 'default',
        theme: 'main',
      },
    });
    expect(choice).toMatchObject({
      copyVariant: 'viral',
      welcomeVoucher: '20-mov',
      registrationLayout: variantsConfig.defaults.registrationLayout,
    });
  });

  it('falls back to the default copy when the variant needs an inviter name and there is none', () => {
    expect(selectVariant({ query: query(), customization: { copyVariant: 'viral' } }).copyVariant).toBe('default');
  });

  it('has a copy variant for each variant of the product', () => {
    expect(Object.keys(variantsConfig.copyVariants).sort()).toEqual(
      [
        'default',
        'socialNewVersion',
        'social',
        'viral',
        'viralProductShare',
        'daba',
        'leanRegistration',
        'social-registration',
        'social-registration-second-step',
      ].sort(),
    );
    expect(Object.keys(variantsConfig.welcomeVouchers).sort()).toEqual(['10', '15', '15-mov', '20-mov']);
  });
});
