import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = ['default', 'muted', 'inverse', 'critical'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textTags = ['p', 'span', 'div'] as const;
export type TextTag = (typeof textTags)[number];

export type TextProps = {
  children: ReactNode;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  as?: TextTag;
  id?: string;
};

export function Text({ children, size = 'standard', tone = 'default', weight = 'regular', as: Tag = 'p', id }: TextProps) {
  return (
    <Tag className={styles.text({ size, tone, weight, inline: Tag === 'span' })} id={id}>
      {children}
    </Tag>
  );
}
