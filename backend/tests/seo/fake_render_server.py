"""A stand-in for frontend/dist-server/render-server.js that speaks its protocol (app/seo/ssr.py), so
the renderer's process handling is tested without Node. Its behaviour is named by the URL it is asked for:

- `/slow...`: answers after 5 s; `/crash...`: exits at once (code 3); `/fail...`: answers with an error;
- anything else: `<h1>{url}</h1><p>{count of data entries}</p><p>{pid}</p>`.

It ends when its stdin closes, as the real one does.
"""

from __future__ import annotations

import json
import os
import sys
import time


def main() -> None:
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        job = json.loads(line)
        url: str = job["url"]
        if url.startswith("/crash"):
            # As a dying process does: its output closes a moment before it has exited.
            print("crashing on purpose", file=sys.stderr, flush=True)
            os.close(1)
            time.sleep(0.2)
            os._exit(3)
        if url.startswith("/slow"):
            time.sleep(5)
        if url.startswith("/fail"):
            answer = {"id": job["id"], "error": "TypeError: x is undefined"}
        else:
            answer = {"id": job["id"], "html": f"<h1>{url}</h1><p>{len(job['data'])}</p><p>{os.getpid()}</p>"}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
