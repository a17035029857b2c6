import type { DocumentSide, IdentityDocumentKind, MyVerificationValue } from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

const VERIFICATION_KEY = ['verification'] as const;

/** GET /wps/member/verification: my documents, their statuses and my overall status. */
export function useMyVerification(): UseQueryResult<MyVerificationValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...VERIFICATION_KEY, token],
    queryFn: ({ signal }) => contractCall('myVerification', { signal }),
    enabled: token !== null,
  });
}

/** POST /wps/member/verification/documents: one side of one document, as base64; pending after. */
export async function uploadDocument(
  kind: IdentityDocumentKind,
  side: DocumentSide,
  file: File,
): Promise<MyVerificationValue> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return contractCall('uploadVerificationDocument', { body: { kind, side, image: btoa(binary) } });
}

export function setVerification(client: QueryClient, token: string | null, value: MyVerificationValue): void {
  client.setQueryData([...VERIFICATION_KEY, token], value);
}
