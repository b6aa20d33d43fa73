import { useState } from 'react';
export function LatestIdeas() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>Latest ideas from remote {n}</button>;
}
export default LatestIdeas;
