import type { Linter } from 'eslint';

export declare const functionsBoundaries: Linter.Config[];
