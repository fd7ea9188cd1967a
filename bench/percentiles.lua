-- wrk script: prints the latency percentiles the growth benchmark reports (wrk --latency has no p95).
done = function(summary, latency, requests)
  for _, p in ipairs({50, 95, 99}) do
    io.write(string.format("P%d %d\n", p, latency:percentile(p)))
  end
  io.write(string.format("REQUESTS %d\n", summary.requests))
end
