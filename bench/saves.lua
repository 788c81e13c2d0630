-- wrk script for the answer-save rows (bench/load.ts runs it; issue #15). Each line of the file
-- named by BENCH_SAVES_FILE is "path<TAB>token<TAB>response JSON": one student's question. The
-- lines are sent round-robin, each with a clientSeq above every earlier one (from BENCH_SEQ_BASE),
-- so every save is a real, monotonic write.
local lines = {}
local i = 0
local seq = 0

function init(args)
  for line in io.lines(os.getenv("BENCH_SAVES_FILE")) do
    local path, token, response = line:match("^([^\t]+)\t([^\t]+)\t(.+)$")
    if path then lines[#lines + 1] = { path, "Bearer " .. token, response } end
  end
  seq = tonumber(os.getenv("BENCH_SEQ_BASE") or "1")
end

function request()
  i = i % #lines + 1
  seq = seq + 1
  local l = lines[i]
  local body = '{"response":' .. l[3] .. ',"clientSeq":' .. string.format("%d", seq) .. '}'
  return wrk.format("PUT", l[1], { ["Authorization"] = l[2], ["Content-Type"] = "application/json" }, body)
end

-- One machine-readable line for the bench: counts and latencies (microseconds).
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p95Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max))
end
