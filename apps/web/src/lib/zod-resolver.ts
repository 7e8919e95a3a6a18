import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// Zod's own messages (a wrong type, a missing field) in Spanish, as on the server. The shared
// package sets this in its index, but the storefront build treats that package as free of side
// effects (so unused schemas never pull zod onto the home page) and drops the call; forms are
// where zod runs in the browser, and every form takes its resolver from here.
z.config(z.locales.es());

export { zodResolver };
