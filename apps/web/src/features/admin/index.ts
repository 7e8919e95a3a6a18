/**
 * The back office's public face. No other feature uses its code: its screens are reached only
 * through the router, which loads each page lazily from pages/.
 */
export {};
