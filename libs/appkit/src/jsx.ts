/**
 * The <appkit-*> elements in TSX under React 19's types: React 19 reads intrinsic elements from the
 * `react` module's JSX namespace (no global JSX), so that is the one augmented.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Base = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
type Size = 'sm' | 'md';
type Balance = 'show' | 'hide';

export interface AppKitElements {
  'appkit-button': Base & { size?: Size; label?: string; loadingLabel?: string; disabled?: boolean; balance?: Balance; namespace?: string };
  'appkit-connect-button': Base & { size?: Size; label?: string; loadingLabel?: string };
  'appkit-account-button': Base & { disabled?: boolean; balance?: Balance };
  'appkit-network-button': Base & { disabled?: boolean };
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the shape React's types define
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into React's interface
    interface IntrinsicElements extends AppKitElements {}
  }
}
