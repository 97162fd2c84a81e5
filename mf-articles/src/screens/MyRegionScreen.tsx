import type { PersonalFeeds } from '@news/contracts/contentPages';
import { RegionTree } from '../components/RegionTree';

export function MyRegionScreen({ regions }: { regions: PersonalFeeds }) {
  return (
    <div className="ar-page">
      <h1>Meine Region</h1>
      <p className="ar-note">
        Um Orte als Ihre Region zu speichern, <a href="#login">melden Sie sich bitte an</a>. Bis dahin finden
        Sie die Nachrichten jeder Region über die Links unten.
      </p>
      <RegionTree nodes={regions.items} />
    </div>
  );
}
