/**
 * The chat socket of one open conversation, as the operator's agent: the first frame is
 * `agent-hello` with the operator's session token (as the server's agent page does), asking for
 * the messages after the last one this console has. A dropped socket reconnects with backoff and
 * sends again the answers not yet acknowledged; a fatal refusal (ended session, a conversation of
 * another merchant) stops it and says why.
 */
import {
  CHAT_SOCKET_PATH,
  type ChatClientFrame,
  ERROR_CODES,
  type ErrorCode,
  chatServerFrame,
} from '@openlobby/contract';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { EMPTY_CHAT, type ChatState, chatReducer, reconnectDelay } from './chatState.ts';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface ChatConnection {
  readonly state: ChatState;
  readonly connection: ConnectionState;
  /** The code of a fatal refusal (connection 'closed'), or of the last refused frame. */
  readonly failure: ErrorCode | null;
  readonly send: (body: string) => void;
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${CHAT_SOCKET_PATH}`;
}

function parseFrame(data: unknown) {
  try {
    const parsed = chatServerFrame.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);
const codeOf = (code: string): ErrorCode => (KNOWN_CODES.has(code) ? (code as ErrorCode) : 'INTERNAL');

let sequence = 0;
const newClientId = () => `console-${Date.now().toString(36)}-${(sequence += 1).toString(36)}`;

/** Mount it once per conversation (a `key` on the conversation id): it starts fresh for each. */
export function useChatConnection(
  conversationId: number,
  operatorToken: string,
  onFatal: (code: ErrorCode) => void,
): ChatConnection {
  const [state, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const stateRef = useRef(state);
  const socketRef = useRef<WebSocket | null>(null);
  const readyRef = useRef(false);
  const onFatalRef = useRef(onFatal);
  // The socket's handlers read the latest state and callback without reopening the socket.
  useLayoutEffect(() => {
    stateRef.current = state;
    onFatalRef.current = onFatal;
  });

  const transmit = useCallback((frame: ChatClientFrame) => {
    const socket = socketRef.current;
    if (socket !== null && readyRef.current && socket.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify(frame));
  }, []);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function open(): void {
      const socket = new WebSocket(socketUrl());
      socketRef.current = socket;
      readyRef.current = false;
      socket.onopen = () => {
        const hello: ChatClientFrame = {
          t: 'agent-hello',
          operatorToken,
          conversationId,
          after: stateRef.current.lastId,
        };
        socket.send(JSON.stringify(hello));
      };
      socket.onmessage = (event: MessageEvent) => {
        const frame = parseFrame(event.data);
        if (frame === null) return;
        if (frame.t === 'ready') {
          attempt = 0;
          readyRef.current = true;
          setConnection('connected');
          setFailure(null);
          // Answers written while the socket was down; one already stored is not stored twice.
          for (const line of stateRef.current.pending)
            if (line.id === null)
              socket.send(JSON.stringify({ t: 'send', clientId: line.clientId, body: line.body }));
          return;
        }
        if (frame.t === 'error') {
          const code = codeOf(frame.code);
          setFailure(code);
          if (frame.fatal) {
            stopped = true;
            setConnection('closed');
            onFatalRef.current(code);
          }
          return;
        }
        dispatch({ type: 'frame', frame });
      };
      socket.onclose = () => {
        if (stopped || socketRef.current !== socket) return;
        readyRef.current = false;
        setConnection('reconnecting');
        timer = setTimeout(open, reconnectDelay(attempt));
        attempt += 1;
      };
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close();
    };
  }, [conversationId, operatorToken]);

  // What the console shows, the agent has seen: the member's "waiting" ends.
  useEffect(() => {
    if (connection === 'connected' && state.lastId > state.agentSeen)
      transmit({ t: 'seen', upTo: state.lastId });
  }, [connection, state.lastId, state.agentSeen, transmit]);

  const send = useCallback(
    (body: string) => {
      const clientId = newClientId();
      dispatch({ type: 'queued', clientId, body });
      transmit({ t: 'send', clientId, body });
    },
    [transmit],
  );

  return { state, connection, failure, send };
}
