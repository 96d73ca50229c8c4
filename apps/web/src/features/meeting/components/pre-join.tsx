import { Alert, Button, Group, List, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { mediaHelp } from '../lib/media-problem';
import { canChooseSpeaker, playTestTone } from '../lib/test-tone';
import { useAudioLevel } from '../lib/use-audio-level';
import type { DeviceKind, LocalMedia } from '../lib/use-local-media';
import classes from './pre-join.module.css';
import { CameraIcon, MicrophoneIcon } from './room-icons';
import { StreamVideo } from './stream-video';
import { ToolButton } from './tool-button';

interface Props {
  local: LocalMedia;
  peerName: string;
  /** When the appointment starts, for the line under the heading. */
  startsText: string;
  onJoin(): void;
  /** Shown above the check (the expert's note from the intake form). */
  notice?: ReactNode;
  /** Under Join now: a way back without joining. */
  footer?: ReactNode;
}

const LABELS: Record<DeviceKind, string> = {
  videoinput: 'Camera',
  audioinput: 'Microphone',
  audiooutput: 'Speaker',
};

/**
 * The device check before joining: your own picture, a meter that moves when you speak, a test
 * sound for the speaker, a choice of each device, plain help when the browser refuses or finds
 * nothing, and Join now. What is set here (on or off, which device) is what the room starts with.
 */
export function PreJoin({ local, peerName, startsText, onJoin, notice, footer }: Props) {
  const level = useAudioLevel(local.stream, local.microphone);
  const [tone, setTone] = useState<'idle' | 'playing' | 'asked' | 'heard' | 'not-heard'>('idle');
  const help = local.problem ? mediaHelp(local.problem) : null;
  const speakerChoice = canChooseSpeaker() && local.devices.audiooutput.length > 0;
  const hasPickers = local.devices.videoinput.length + local.devices.audioinput.length > 0 || speakerChoice;

  const playTone = async () => {
    setTone('playing');
    await playTestTone(local.chosen.audiooutput).catch(() => {});
    setTone('asked');
  };

  const picker = (kind: DeviceKind) =>
    local.devices[kind].length > 0 && (
      <NativeSelect
        key={kind}
        label={LABELS[kind]}
        value={local.chosen[kind] || local.devices[kind][0]!.deviceId}
        data={local.devices[kind].map((d, i) => ({
          value: d.deviceId,
          label: d.label || `${LABELS[kind]} ${i + 1}`,
        }))}
        onChange={(e) => void local.choose(kind, e.currentTarget.value)}
      />
    );

  return (
    <Stack gap="md" maw={560} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Consultation with {peerName}
        </Title>
        <Text c="dimmed" fz="sm">
          Starts {startsText}. Check your camera, microphone and speaker, then join.
        </Text>
      </div>
      {notice}
      <div className={classes.preview}>
        <StreamVideo
          stream={local.stream}
          className={classes.video}
          label="Your camera preview"
          testId="preview-video"
          mirrored
        />
        {(!local.hasCamera || !local.camera) && (
          <div className={classes.cover}>
            <CameraIcon off size={36} aria-hidden />
            <Text c="gray.3" fz="sm">
              {local.opening
                ? 'Starting your camera… If your browser asks, allow the camera and microphone.'
                : local.hasCamera
                  ? 'Your camera is off. You will join without video.'
                  : 'No camera: you will join with sound only.'}
            </Text>
          </div>
        )}
        <div className={classes.switches}>
          <ToolButton
            label={local.microphone ? 'Mute microphone' : 'Unmute microphone'}
            pressed={local.microphone && local.hasMicrophone}
            onClick={local.toggleMicrophone}
            icon={<MicrophoneIcon off={!local.microphone || !local.hasMicrophone} size={22} />}
            disabled={!local.hasMicrophone}
          />
          <ToolButton
            label={local.camera ? 'Turn camera off' : 'Turn camera on'}
            pressed={local.camera && local.hasCamera}
            onClick={local.toggleCamera}
            icon={<CameraIcon off={!local.camera || !local.hasCamera} size={22} />}
            disabled={!local.hasCamera}
          />
        </div>
      </div>

      {help && (
        <Alert
          color="orange"
          variant="light"
          title={help.title}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text fz="sm">{help.body}</Text>
          {help.steps.length > 0 && (
            <List fz="sm" mt="xs" spacing={4}>
              {help.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}

      {local.hasMicrophone && (
        <div>
          <Text fz="sm" fw={500} aria-hidden>
            Microphone level
          </Text>
          <Progress.Root size="lg" radius="xl" transitionDuration={100}>
            <Progress.Section
              value={local.microphone ? level : 0}
              color={level > 8 ? 'teal.8' : 'gray.6'}
              aria-label="Microphone level"
              data-testid="mic-level"
            />
          </Progress.Root>
          <Text c="dimmed" fz="xs" mt={4}>
            {local.microphone
              ? 'Say something: the bar moves when the microphone hears you.'
              : 'Your microphone is muted: you will join muted.'}
          </Text>
        </div>
      )}

      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={playTone} loading={tone === 'playing'}>
            Play a test sound
          </Button>
          {tone === 'asked' && (
            <Group gap="xs">
              <Text fz="sm">Did you hear it?</Text>
              <Button size="compact-sm" variant="light" onClick={() => setTone('heard')}>
                Yes
              </Button>
              <Button size="compact-sm" variant="light" onClick={() => setTone('not-heard')}>
                No
              </Button>
            </Group>
          )}
        </Group>
        <div aria-live="polite">
          {tone === 'heard' && (
            <Text fz="sm" c="teal.9">
              Your speaker works.
            </Text>
          )}
          {tone === 'not-heard' && (
            <Text fz="sm">
              Turn the volume up and check the phone is not on silent
              {speakerChoice ? ', or choose another speaker under Your devices' : ''}. Headphones help the
              other side hear you without an echo.
            </Text>
          )}
        </div>
      </Stack>

      <Button size="lg" onClick={onJoin} loading={local.opening} fullWidth>
        Join now
      </Button>
      <Text c="dimmed" fz="xs" ta="center">
        You join with your camera {local.camera && local.hasCamera ? 'on' : 'off'} and your microphone{' '}
        {local.microphone && local.hasMicrophone ? 'on' : 'muted'}; you can change both in the room.
      </Text>
      {footer && <Group justify="center">{footer}</Group>}
      {hasPickers && (
        <Stack gap="xs" component="section" aria-labelledby="devices-heading">
          <Title order={2} fz="md" id="devices-heading">
            Your devices
          </Title>
          {picker('videoinput')}
          {picker('audioinput')}
          {speakerChoice && picker('audiooutput')}
        </Stack>
      )}
    </Stack>
  );
}
