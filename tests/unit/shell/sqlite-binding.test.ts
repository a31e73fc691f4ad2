// Which better-sqlite3 addon a process loads (Node build, Electron build in .native/, or none), the error an
// addon for another runtime becomes, and the sentence the window shows for it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  electronSqliteBindingPath,
  selectSqliteBinding,
  type SqliteBindingContext,
} from '../../../electron/core/cache/sqlite-binding';
import {
  NATIVE_MODULE_FIX,
  nativeModuleError,
  parseAbiMismatch,
} from '../../../electron/core/cache/native-module-error';
import { sqliteBindingForApp } from '../../../electron/main/native-bindings';
import { deferredCore } from '../../../electron/main/deferred-core';
import { WalletError } from '../../../shared/errors';
import { humanError } from '../../../renderer/src/lib/errors';
import { en } from '../../../renderer/src/lib/i18n/en';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP = '/home/dev/xyz-wallet';
const ELECTRON_VERSIONS = { electron: '45.4.1', modules: '150' };
const BUILD = `${APP}/.native/electron-45.4.1-abi150-linux-x64/better_sqlite3.node`;

function context(over: Partial<SqliteBindingContext> = {}): SqliteBindingContext {
  return {
    versions: ELECTRON_VERSIONS,
    platform: 'linux',
    arch: 'x64',
    isPackaged: false,
    appRoot: APP,
    exists: () => false,
    ...over,
  };
}

describe('selectSqliteBinding', () => {
  it('keeps the default (node_modules) build under plain Node: tests and the Chromium bridge', () => {
    expect(selectSqliteBinding(context({ versions: { modules: '115' }, exists: () => true }))).toEqual({
      kind: 'default',
    });
  });

  it('picks the Electron build in .native/ when an unpackaged Electron has one', () => {
    expect(
      electronSqliteBindingPath(APP, { electron: '45.4.1', abi: '150', platform: 'linux', arch: 'x64' }),
    ).toBe(BUILD);
    expect(selectSqliteBinding(context({ exists: (file) => file === BUILD }))).toEqual({
      kind: 'electron',
      path: BUILD,
    });
  });

  it('keys the build by Electron version, ABI, platform and arch: another Electron does not reuse it', () => {
    const other = selectSqliteBinding(
      context({ versions: { electron: '46.0.0', modules: '151' }, exists: (file) => file === BUILD }),
    );
    expect(other.kind).toBe('missing');
    const arm = selectSqliteBinding(context({ arch: 'arm64', exists: (file) => file === BUILD }));
    expect(arm.kind).toBe('missing');
  });

  it('reports a missing Electron build with where it belongs and how to make it', () => {
    const choice = selectSqliteBinding(context());
    expect(choice).toMatchObject({ kind: 'missing', expectedPath: BUILD, expectedAbi: '150' });
    if (choice.kind !== 'missing') throw new Error('unreachable');
    expect(choice.howToFix).toContain('Electron 45.4.1 (NODE_MODULE_VERSION 150)');
    expect(choice.howToFix).toContain(BUILD);
    expect(choice.howToFix).toContain('Run `npm start`');
  });

  it('uses the default in the packaged app: electron-builder rebuilt node_modules for Electron (asar unpacked)', () => {
    expect(selectSqliteBinding(context({ isPackaged: true, exists: () => true }))).toEqual({
      kind: 'default',
    });
    expect(selectSqliteBinding(context({ isPackaged: true }))).toEqual({ kind: 'default' });
  });
});

describe("main's binding for the core", () => {
  const app = { isPackaged: false, getAppPath: () => ROOT };

  it('is undefined (the default build) under plain Node, logging nothing', () => {
    const lines: string[] = [];
    expect(sqliteBindingForApp(app, (line) => lines.push(line))).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('hands over the Electron build path and says so', () => {
    const lines: string[] = [];
    const chosen = sqliteBindingForApp(
      app,
      (line) => lines.push(line),
      () => ({ kind: 'electron', path: BUILD }),
    );
    expect(chosen).toBe(BUILD);
    expect(lines).toEqual([`SQLite: using the Electron build ${BUILD}`]);
  });

  it('still tries the default when the Electron build is missing, and logs how to fix it', () => {
    const lines: string[] = [];
    const missing = selectSqliteBinding(context());
    expect(
      sqliteBindingForApp(
        app,
        (line) => lines.push(line),
        () => missing,
      ),
    ).toBeUndefined();
    expect(lines).toEqual([`SQLite: ${missing.kind === 'missing' ? missing.howToFix : ''}`]);
  });
});

describe('native_module_mismatch', () => {
  // Node's own message when an addon was compiled for another runtime (here: Node 20's build in Electron 45).
  const electronRefusal = new Error(
    "The module '/repo/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\n" +
      'was compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js ' +
      'requires\nNODE_MODULE_VERSION 150. Please try re-compiling or re-installing\nthe module (for instance, ' +
      'using `npm rebuild` or `npm install`).',
  );

  it('reads both ABIs from the loader message', () => {
    expect(parseAbiMismatch(electronRefusal.message)).toEqual({ foundAbi: '115', expectedAbi: '150' });
    expect(parseAbiMismatch('SQLITE_CANTOPEN: unable to open database file')).toBeNull();
  });

  it('turns an ABI refusal into a coded error naming the module, both ABIs and the fix', () => {
    const error = nativeModuleError(electronRefusal, { module: 'better-sqlite3', runtimeAbi: '150' });
    expect(error).toBeInstanceOf(WalletError);
    expect(error!.toInfo()).toMatchObject({
      code: 'native_module_mismatch',
      details: {
        module: 'better-sqlite3',
        reason: 'abi_mismatch',
        expectedAbi: '150',
        foundAbi: '115',
        fix: NATIVE_MODULE_FIX,
      },
    });
    expect(NATIVE_MODULE_FIX).toBe('npm start rebuilds it');
  });

  it('turns a missing explicit build into the same code, with the path it looked for', () => {
    const notFound = Object.assign(new Error(`Cannot find module '${BUILD}'`), { code: 'MODULE_NOT_FOUND' });
    const error = nativeModuleError(notFound, {
      module: 'better-sqlite3',
      bindingPath: BUILD,
      runtimeAbi: '150',
    });
    expect(error!.toInfo()).toMatchObject({
      code: 'native_module_mismatch',
      details: { reason: 'missing_build', expectedPath: BUILD, expectedAbi: '150', fix: NATIVE_MODULE_FIX },
    });
  });

  it('leaves other failures alone (they stay storage errors)', () => {
    expect(
      nativeModuleError(new Error('disk I/O error'), { module: 'better-sqlite3', runtimeAbi: '150' }),
    ).toBeNull();
    const otherModule = Object.assign(new Error("Cannot find module 'bindings'"), {
      code: 'MODULE_NOT_FOUND',
    });
    expect(
      nativeModuleError(otherModule, { module: 'better-sqlite3', bindingPath: BUILD, runtimeAbi: '1' }),
    ).toBeNull();
  });

  it('is what every call answers when the core failed to start on it (not a generic internal error)', async () => {
    const error = nativeModuleError(electronRefusal, { module: 'better-sqlite3', runtimeAbi: '150' })!;
    const answer = await deferredCore(Promise.reject(error)).invoke('keys/status', {});
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'native_module_mismatch',
        message: `The wallet core failed to start: ${error.message}`,
        details: error.details,
      },
    });
  });

  it('is shown to the person as a sentence that says what to do, with the ABIs behind the disclosure', () => {
    const error = nativeModuleError(electronRefusal, { module: 'better-sqlite3', runtimeAbi: '150' })!;
    const shown = humanError(error.toInfo());
    expect(shown.text).toBe(en['error.native_module_mismatch']);
    expect(shown.text).toContain('`npm start`');
    expect(shown.detail).toContain('NODE_MODULE_VERSION 115');
  });
});

describe('keytar needs no Electron build', () => {
  it('is a Node-API addon (ABI-stable across Node and Electron), unlike better-sqlite3', () => {
    const keytar = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/keytar/package.json'), 'utf8')) as {
      binary?: { napi_versions?: number[] };
      config?: { runtime?: string };
    };
    expect(keytar.binary?.napi_versions?.length).toBeGreaterThan(0);
    expect(keytar.config?.runtime).toBe('napi');
    expect(readFileSync(path.join(ROOT, 'node_modules/keytar/binding.gyp'), 'utf8')).toContain(
      'NAPI_VERSION=',
    );
    const gyp = readFileSync(path.join(ROOT, 'node_modules/better-sqlite3/binding.gyp'), 'utf8');
    expect(gyp).not.toContain('NAPI_VERSION');
    const keytarAddon = readFileSync(
      path.join(ROOT, 'node_modules/keytar/build/Release/keytar.node'),
      'latin1',
    );
    expect(keytarAddon).toContain('napi_register_module_v1');
    expect(keytarAddon).not.toMatch(/node_register_module_v\d+/);
  });
});
