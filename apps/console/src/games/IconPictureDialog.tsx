import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  OPS_GAMES_PATHS,
  type OpsGame,
  type OpsGameUpdate,
  isGameIconPicture,
  opsGame,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { PictureField } from '../components/PictureField.tsx';
import { failureText } from '../screens/QueryState.tsx';

/**
 * A game's own icon picture: uploaded or pasted, previewed, saved, or removed so the lobby draws
 * the game's emblem again. The address is checked by the contract's rule before it is sent.
 */
export function IconPictureDialog({
  game,
  name,
  onSaved,
  onClose,
}: {
  game: OpsGame;
  /** The game's name in the console's language. */
  name: string;
  onSaved: (game: OpsGame) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [address, setAddress] = useState(game.iconPicture ?? '');
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: (change: OpsGameUpdate) =>
      api.call('PUT', OPS_GAMES_PATHS.game, opsGame, { params: { gameId: game.id }, body: change }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['ops-games'] });
      onSaved(saved);
    },
  });
  const trimmed = address.trim();
  const fits = trimmed === '' || isGameIconPicture(trimmed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fits) save.mutate({ iconPicture: trimmed === '' ? null : trimmed });
  };

  return (
    <Modal opened onClose={onClose} title={t('games.picture.title', { name })} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('games.picture.help')}
          </Text>
          <PictureField
            label={t('games.picture.address')}
            description={t('games.picture.kinds')}
            value={address}
            onChange={(value) => setAddress(value)}
            onBlur={() => setChecked(true)}
            error={checked && !fits ? t('games.picture.invalid') : undefined}
            disabled={save.isPending}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {failureText(save.error, t('error.unexpected'))}
            </Alert>
          )}
          <Group justify="space-between">
            {game.iconPicture !== null ? (
              <Button
                variant="subtle"
                color="red"
                disabled={save.isPending}
                onClick={() => save.mutate({ iconPicture: null })}
              >
                {t('games.picture.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('games.picture.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('games.picture.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
