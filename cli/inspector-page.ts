// The page the inspector bridge serves: the hosted Stately inspector (https://stately.ai/inspect, a web app that
// needs internet access) in a frame, fed the game's inspection events from the bridge's WebSocket on this host.

/** The HTML of the bridge page: it forwards each WebSocket message to the inspector frame once it is ready. */
export const inspectorPage = (inspectorUrl: string): string => `<!DOCTYPE html>
<html>
<head>
  <meta charset="utf-8">
  <title>stccg: Stately Inspector</title>
  <style>* { margin: 0; padding: 0; } html, body { height: 100%; } iframe { width: 100%; height: 100%; border: none; }</style>
</head>
<body>
  <iframe id="inspector" src="${inspectorUrl}"></iframe>
  <script>
    const frame = document.getElementById('inspector');
    const waiting = [];
    let ready = false;
    window.addEventListener('message', (e) => {
      if (e.data && e.data.type === '@statelyai.connected') {
        ready = true;
        for (const event of waiting.splice(0)) frame.contentWindow.postMessage(event, '*');
      }
    });
    const socket = new WebSocket('ws://' + location.host);
    socket.onmessage = (message) => {
      const event = JSON.parse(message.data);
      if (ready) frame.contentWindow.postMessage(event, '*');
      else waiting.push(event);
    };
  </script>
</body>
</html>`;
