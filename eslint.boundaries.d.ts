import type { Linter } from 'eslint';

export declare const functionsBoundaries: Linter.Config[];

export declare const layers: Linter.Config[];
