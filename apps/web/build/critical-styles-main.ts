// Run by the build in a process of its own (see inline-critical-styles.ts): the app's modules
// must load as production code (emotion names rules differently in development), and rendering
// leaves React's scheduler running.
import { criticalStyles } from './critical-styles';

const { layout, home } = await criticalStyles();
process.stdout.write(JSON.stringify({ layout: [...layout], home: [...home] }), () => process.exit(0));
