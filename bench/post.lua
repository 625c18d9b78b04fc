-- wrk script: POST the JSON body in $BODY; count non-2xx answers as errors.
wrk.method = "POST"
wrk.body = os.getenv("BODY")
wrk.headers["Content-Type"] = "application/json"
