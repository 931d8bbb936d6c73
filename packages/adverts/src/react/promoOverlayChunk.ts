// The promo overlay, on its own so PromoOverlayHost can load it when a promotion first opens (issue 13).
export { PromoOverlay } from '@club/ui';
