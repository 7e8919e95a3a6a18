// Run by the build in a process of its own (see inline-critical-styles.ts): rendering leaves
// React's scheduler port open, and the app's modules must load as production code.
import { criticalStyles } from './critical-styles';

const { layout, home } = await criticalStyles();
process.stdout.write(JSON.stringify({ layout: [...layout], home: [...home] }), () => process.exit(0));
