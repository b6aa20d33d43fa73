import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './error-plugin';
import { RemoteVersionError, versionErrorOf } from './version-error';

afterEach(() => vi.restoreAllMocks());

/** Module Federation's own failure for a remote that requires ^1.1.0 of a strict singleton the shell provides at 1.0.0. */
function strictSingletonFailure(): unknown {
  const shell = createInstance({
    name: 'shell-under-test',
    remotes: [],
    shared: { '@idea-portal/platform': { version: '1.0.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } } },
  });
  shell.loadShareSync('@idea-portal/platform');
  try {
    shell.loadShareSync('@idea-portal/platform', { customShareInfo: { from: 'ideas', shareConfig: { singleton: true, requiredVersion: '^1.1.0', strictVersion: true } } });
  } catch (error) {
    return error;
  }
  throw new Error('Module Federation accepted a singleton that does not satisfy a strict requirement');
}

describe('the remote error plugin', () => {
  it('names what a remote needs and what the shell provides, from the runtime’s own failure, and rejects with it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = strictSingletonFailure();
    const rejected = await Promise.resolve(remoteErrorPlugin().errorLoadRemote!({ id: 'ideas/routes', error: failure } as never)).catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(RemoteVersionError);
    expect(rejected).toMatchObject({ remote: 'ideas', library: '@idea-portal/platform', required: '^1.1.0', provided: '1.0.0' });
    expect(error).toHaveBeenCalledWith(
      'Remote module ideas/routes not loaded. Remote "ideas" needs @idea-portal/platform ^1.1.0, but the shell provides 1.0.0: its area stays unavailable until a shell with a satisfying @idea-portal/platform is deployed.',
    );
  });

  it('passes any other failure on as it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Failed to fetch');
    await expect(Promise.resolve(remoteErrorPlugin().errorLoadRemote!({ id: 'ideas/routes', error: failure } as never))).rejects.toBe(failure);
    expect(versionErrorOf(failure)).toBeNull();
  });
});
