import type { ReactNode } from 'react';

/** Renders the paywall parcel for an article id (a placeholder on the server, the mounted parcel in the browser). */
export type ParcelSlot = (articleId: number) => ReactNode;
