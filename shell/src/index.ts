import './shell.css';
// Async boundary: the shared singletons (react, rxjs, event bus, ...) are negotiated before any of them is used.
import('./bootstrap');
