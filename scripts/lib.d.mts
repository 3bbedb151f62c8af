import type { SpawnOptions } from 'node:child_process';

export declare const root: string;
export declare function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export declare function must(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export declare const bin: (name: string) => string;
export declare const isRoot: () => boolean;
export declare const serverArgs: string[];
export declare function pnpmCommand(args: string[]): [string, string[]];
