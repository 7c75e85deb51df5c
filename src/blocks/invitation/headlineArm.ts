// One arm of the registration headline an A/B experiment may show: a copy and a voucher.
import type { VariantChoice } from '../../config/__generated__/variants.ts';

export type HeadlineArm = Pick<VariantChoice, 'copyVariant' | 'welcomeVoucher'>;

export const armKey = ({ copyVariant, welcomeVoucher }: HeadlineArm) => `${copyVariant}|${welcomeVoucher}`;
