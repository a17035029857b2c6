// The rule lives in the contract: the server applies it too when it draws home's page.
export { pickDownloadUrl, promotedDownloadUrl, type Viewer } from '@openlobby/contract/client';
