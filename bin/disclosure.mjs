#!/usr/bin/env node
// The package's `disclosure` command: loads tsx's TypeScript hooks, then runs the CLI source.
import { register } from 'tsx/esm/api';

register();
await import('../cli/disclosure.ts');
