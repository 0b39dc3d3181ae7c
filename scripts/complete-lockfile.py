#!/usr/bin/env python3
"""Adds lockfile entries for other platforms' optional binaries that this registry does not serve.

npm drops an optional dependency from package-lock.json when the registry answers 404 for it (this
workplace's registry lacks e.g. @next/swc-darwin-arm64), and `npm ci` then refuses the lockfile as
out of sync. The entries added here carry `os`/`cpu`, so npm skips them on this platform without
fetching anything. Run after every `npm install` that rewrites the lockfile (see docs/decisions/004).
"""
import json
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else 'package-lock.json'
lock = json.load(open(path))
packages = lock['packages']

OS = {'darwin': 'darwin', 'win32': 'win32', 'linux': 'linux', 'android': 'android', 'freebsd': 'freebsd', 'openharmony': 'openharmony', 'wasm32': None}
CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64']


def platform_of(name):
    tail = name.split('/')[-1]
    os_name = next((v for k, v in OS.items() if re.search(rf'(^|-){k}(-|$)', tail)), None)
    cpu = next((c for c in CPU if re.search(rf'(^|-){c}(-|$)', tail)), None)
    if 'gnueabihf' in tail or 'musleabihf' in tail or 'arm-eabi' in tail:
        cpu = 'arm'
    libc = 'musl' if 'musl' in tail else ('glibc' if 'gnu' in tail and os_name == 'linux' else None)
    return os_name, cpu, libc


added = 0
for key, meta in list(packages.items()):
    for dep, spec in (meta.get('optionalDependencies') or {}).items():
        nested = f'{key}/node_modules/{dep}' if key else f'node_modules/{dep}'
        if f'node_modules/{dep}' in packages or nested in packages:
            continue
        os_name, cpu, libc = platform_of(dep)
        if os_name is None and 'wasm' not in dep:
            continue
        entry = {'version': spec.lstrip('^~='), 'optional': True}
        if 'wasm' in dep:
            entry['cpu'] = ['wasm32']
        else:
            entry['os'] = [os_name]
            if cpu:
                entry['cpu'] = [cpu]
            if libc:
                entry['libc'] = [libc]
        packages[f'node_modules/{dep}'] = entry
        added += 1

lock['packages'] = dict(sorted(packages.items(), key=lambda kv: kv[0]))
json.dump(lock, open(path, 'w'), indent=2, ensure_ascii=False)
open(path, 'a').write('\n')
print(f'added {added} platform entries')
