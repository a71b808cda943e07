export const id = 315;
export const ids = [315];
export const modules = {

/***/ 6315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RENEW_BEFORE_MS: () => (/* binding */ RENEW_BEFORE_MS),
/* harmony export */   createOwnerAppAuth: () => (/* binding */ createOwnerAppAuth),
/* harmony export */   createTokenCache: () => (/* binding */ createTokenCache)
/* harmony export */ });
const RENEW_BEFORE_MS = 5 * 60_000;
function createTokenCache(now) {
    const entries = new Map();
    return {
        get(key) {
            const entry = entries.get(key);
            if (entry === undefined)
                return '';
            if (isFresh(entry, now()))
                return entry;
            entries.delete(key);
            return '';
        },
        set(key, value) {
            entries.set(key, value);
        },
    };
}
function isFresh(entry, nowMs) {
    const [, createdAt = '', expiresAt = ''] = entry.split('|');
    const expires = Date.parse(expiresAt);
    if (!Number.isFinite(expires))
        return false;
    const created = Date.parse(createdAt);
    const lifetime = Number.isFinite(created) ? expires - created : 2 * RENEW_BEFORE_MS;
    return nowMs < expires - Math.min(RENEW_BEFORE_MS, lifetime / 2);
}
function createOwnerAppAuth(options) {
    const { appId, privateKey, createAppAuth } = options;
    const cache = createTokenCache(options.now);
    const quiet = {
        warn: (message) => {
            options.log.debug(message);
        },
    };
    const app = createAppAuth({ appId, privateKey, cache, log: quiet });
    const installations = new Map();
    const authOf = (request, owner) => {
        const key = owner.toLowerCase();
        let auth = installations.get(key);
        if (auth === undefined) {
            auth = findInstallation(request, owner).then((installationId) => {
                options.log.info(`GitHub App ${appId}: installation ${installationId} on ${owner}, its tokens renewed before they expire`);
                return createAppAuth({ appId, privateKey, installationId, cache, log: quiet });
            });
            auth.catch(() => installations.delete(key));
            installations.set(key, auth);
        }
        return auth;
    };
    const owners = new Map();
    const findInstallation = async (request, owner) => {
        for (const route of ['GET /orgs/{owner}/installation', 'GET /users/{owner}/installation']) {
            try {
                const { data } = (await app.hook(request, route, { owner }));
                if (typeof data.account?.id === 'number')
                    owners.set(data.account.id, owner);
                return data.id;
            }
            catch (error) {
                if (error?.status !== 404)
                    throw error;
            }
        }
        throw new Error(`the GitHub App of app-id ${appId} is not installed on ${owner}: install it there, or give a github-token that can read it`);
    };
    const hook = async (request, route, parameters) => {
        const endpoint = request.endpoint.merge(route, parameters);
        const path = (endpoint.url ?? '').replace(request.endpoint.DEFAULTS.baseUrl, '');
        if (/^\/app(\/|$)/.test(path))
            return await app.hook(request, route, parameters);
        const owner = findOwner(endpoint, path, owners) ?? options.home;
        return await (await authOf(request, owner)).hook(request, route, parameters);
    };
    return Object.assign(async () => await app({ type: 'app' }), { hook });
}
function findOwner(endpoint, path, owners) {
    for (const name of ['owner', 'org', 'username']) {
        const value = endpoint[name];
        if (typeof value === 'string' && value !== '')
            return value;
    }
    const named = /\/(?:repos|orgs|users)\/([^/?#{]+)/.exec(path)?.[1];
    if (named !== undefined)
        return decodeURIComponent(named);
    const id = /\/organizations\/(\d+)\//.exec(path)?.[1];
    return id === undefined ? undefined : owners.get(Number(id));
}


/***/ })

};
