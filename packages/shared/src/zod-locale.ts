import { z } from 'zod';

// Messages zod writes itself (a missing field, a wrong type) come out in Spanish on both sides;
// the schemas' own messages still win.
z.config(z.locales.es());
