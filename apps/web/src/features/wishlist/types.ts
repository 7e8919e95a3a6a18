export type { Wishlist, WishlistAdded, WishlistItem } from '@bazar/shared';
