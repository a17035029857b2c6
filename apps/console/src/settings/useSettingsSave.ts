import type { OpsSettingsValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { useConsole } from '../app/ConsoleContext.tsx';

/**
 * A change to the merchant's settings: `request` sends it, the settings the server answers replace
 * the screen's (['ops-settings']), then `onSaved` lets the panel take them as its own values.
 */
export function useSettingsSave<Input>(
  request: (api: ApiClient, input: Input) => Promise<OpsSettingsValue>,
  onSaved?: (saved: OpsSettingsValue) => void,
) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => request(api, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(['ops-settings'], saved);
      onSaved?.(saved);
    },
  });
}
