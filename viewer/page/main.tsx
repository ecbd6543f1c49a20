// The page's entry: a replay file carries its data in a JSON script element; the play page asks its local server.
import { render } from 'preact';
import type { ReplayData } from '../replay-data';
import { PlayApp } from './play-app';
import { ReplayApp } from './replay-app';
import './styles.css';

const root = document.getElementById('app');
const embedded = document.getElementById('stccg-data');
if (root !== null) {
  if (embedded?.textContent)
    render(<ReplayApp data={JSON.parse(embedded.textContent) as ReplayData} />, root);
  else render(<PlayApp />, root);
}
