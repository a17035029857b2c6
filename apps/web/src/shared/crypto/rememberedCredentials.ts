/**
 * Remembered login credentials (spec 2.7: type, username, encoded password, countryDialingCode).
 * The record is encrypted with AES-GCM under a NON-EXTRACTABLE CryptoKey that lives only in
 * IndexedDB (a structured clone of the key object: script can use it but never read its bytes).
 * No plain or base64 text of the password is ever written to Web Storage.
 */
export type LoginType = 'username' | 'sms';

export interface RememberedCredentials {
  type: LoginType;
  username: string;
  password: string;
  countryDialingCode: string;
}

/** The small key-value surface the vault needs; IndexedDB in the browser, a Map in tests. */
export interface VaultStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

const DB_NAME = 'openlobby-vault';
const STORE = 'kv';
const KEY_ID = 'deviceKey';
const RECORD_ID = 'remembered';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let dbPromise: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
  });
  return dbPromise;
}

export const indexedDbStore: VaultStore = {
  async get(key) {
    const db = await openDb();
    return await request<unknown>(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
  },
  async set(key, value) {
    const db = await openDb();
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key));
  },
  async delete(key) {
    const db = await openDb();
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(key));
  },
};

interface SealedRecord {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

function isSealed(value: unknown): value is SealedRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as SealedRecord).iv instanceof Uint8Array &&
    (value as SealedRecord).data instanceof ArrayBuffer
  );
}

async function deviceKey(store: VaultStore): Promise<CryptoKey> {
  const existing = await store.get(KEY_ID);
  if (existing instanceof CryptoKey) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await store.set(KEY_ID, key);
  return key;
}

function defaultStore(): VaultStore | null {
  return typeof indexedDB === 'undefined' ? null : indexedDbStore;
}

/** Saves the record encrypted; silently does nothing where IndexedDB or WebCrypto is missing. */
export async function saveRemembered(
  credentials: RememberedCredentials,
  store: VaultStore | null = defaultStore(),
): Promise<void> {
  if (!store) return;
  try {
    const key = await deviceKey(store);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(credentials));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
    await store.set(RECORD_ID, { iv, data } satisfies SealedRecord);
  } catch {
    // Remembering is a convenience: failing to store must not fail the login.
  }
}

/** The remembered record, or null when none exists or it cannot be opened. */
export async function loadRemembered(
  store: VaultStore | null = defaultStore(),
): Promise<RememberedCredentials | null> {
  if (!store) return null;
  try {
    const sealed = await store.get(RECORD_ID);
    const key = await store.get(KEY_ID);
    if (!isSealed(sealed) || !(key instanceof CryptoKey)) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
    const record = JSON.parse(new TextDecoder().decode(plain)) as Partial<RememberedCredentials>;
    if (typeof record.username !== 'string' || typeof record.password !== 'string') return null;
    return {
      type: record.type === 'sms' ? 'sms' : 'username',
      username: record.username,
      password: record.password,
      countryDialingCode: typeof record.countryDialingCode === 'string' ? record.countryDialingCode : '',
    };
  } catch {
    return null;
  }
}

export async function clearRemembered(store: VaultStore | null = defaultStore()): Promise<void> {
  if (!store) return;
  try {
    await store.delete(RECORD_ID);
  } catch {
    // Nothing to clear.
  }
}

/** After a password change: the remembered record (if any, for this user) gets the new password. */
export async function updateRememberedPassword(
  username: string,
  password: string,
  store: VaultStore | null = defaultStore(),
): Promise<void> {
  const current = await loadRemembered(store);
  if (!current || current.username.toLowerCase() !== username.toLowerCase()) return;
  await saveRemembered({ ...current, password }, store);
}
